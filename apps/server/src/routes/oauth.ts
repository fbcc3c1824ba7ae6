import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OAuthCallbackQuery, paths } from '@podcast/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OAuthProviderConfig } from '../config';
import { escapeHtml } from '../lib/sanitize';

type Provider = 'google' | 'facebook';
const NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

function page(reply: FastifyReply, status: number, title: string, body: string, script = '') {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="ka"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:'Noto Sans Georgian',Arial,sans-serif;max-width:560px;margin:10vh auto;padding:0 16px">
<h1 style="font-size:22px">${escapeHtml(title)}</h1><p>${body}</p><p><a href="/">მთავარ გვერდზე დაბრუნება</a></p>${script}</body></html>`);
}

/** OAuth2 authorisation-code sign-in; providers are configured through GOOGLE_* / FACEBOOK_* variables. */
export default async function oauthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const secret = process.env.SECRET_KEY || randomBytes(32).toString('hex');
  const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const newState = (provider: Provider) => {
    const body = `${provider}.${Date.now() + 10 * 60_000}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${sign(body)}`;
  };
  const checkState = (provider: Provider, state: string | undefined) => {
    if (!state) return false;
    const i = state.lastIndexOf('.');
    const body = state.slice(0, i);
    const mac = Buffer.from(state.slice(i + 1));
    const expected = Buffer.from(sign(body));
    const [p, expires] = body.split('.');
    return (
      mac.length === expected.length && timingSafeEqual(mac, expected) && p === provider && Number(expires) > Date.now()
    );
  };
  const redirectUri = (provider: Provider) =>
    `${app.config.publicUrl}${provider === 'google' ? paths.googleCallback : paths.facebookCallback}`;

  const notConfigured = (reply: FastifyReply, provider: Provider) =>
    page(
      reply,
      503,
      `${NAMES[provider]}-ით შესვლა არ არის ჩართული`,
      `${NAMES[provider]}-ით ავტორიზაცია ამ სერვერზე ჯერ არ არის კონფიგურირებული. გთხოვთ, შეხვიდეთ ელფოსტითა და პაროლით.`,
    );

  async function finish(provider: Provider, config: OAuthProviderConfig, code: string) {
    const tokenResponse = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(provider),
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
    const { access_token } = (await tokenResponse.json()) as { access_token?: string };
    if (!access_token) throw new Error('no access_token');
    const infoResponse = await fetch(config.userInfoUrl, {
      headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!infoResponse.ok) throw new Error(`userinfo endpoint answered ${infoResponse.status}`);
    const info = (await infoResponse.json()) as Record<string, unknown>;
    const subject = String(info.sub ?? info.id ?? '');
    const email = typeof info.email === 'string' ? info.email : '';
    if (!subject || !email) throw new Error('provider returned no subject or e-mail');
    const firstName = String(info.given_name ?? info.first_name ?? '');
    const lastName = String(info.family_name ?? info.last_name ?? '');
    // Only a provider's explicit word makes the address verified: OpenID Connect's `email_verified` (Google sends
    // it). Facebook's Graph API sends no such flag, so its addresses count as unverified.
    const verified = info.email_verified === true || info.email_verified === 'true';
    // Tokens this sign-in revokes are forgotten once the revocation is committed (a check in between would cache them).
    const revokedTokens: string[] = [];
    const accountId = await app.db.transaction().execute(async (trx) => {
      const linked = await trx
        .selectFrom('oauth_accounts')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      if (linked) return linked.user_id;
      const existing = await trx
        .selectFrom('users')
        .select(['id', 'is_active'])
        .where((eb) => eb(eb.fn('lower', [eb.ref('email')]), '=', email.toLowerCase()))
        .executeTakeFirst();
      // An existing account is joined only on a verified address: anyone can put any e-mail on a provider account.
      if (existing && !verified) throw new EmailNotVerified();
      if (existing && !existing.is_active) {
        // The provider proves the address; a pending local registration becomes active, but its password was set
        // by someone who never proved the address (maybe not its owner), so it is dropped (a reset sets a new one).
        await trx
          .updateTable('users')
          .set({ is_active: true, password_hash: null })
          .where('id', '=', existing.id)
          .execute();
      }
      if (existing) {
        // The address's owner arrives: sign-ins through providers that never vouched for it end.
        const dropped = await trx
          .deleteFrom('oauth_accounts')
          .where('user_id', '=', existing.id)
          .where('email_verified', '=', false)
          .returning('subject')
          .execute();
        if (dropped.length > 0) {
          const revoked = await trx
            .updateTable('sessions')
            .set({ revoked_at: new Date() })
            .where('user_id', '=', existing.id)
            .where('revoked_at', 'is', null)
            .returning('token_hash')
            .execute();
          revokedTokens.push(...revoked.map((row) => row.token_hash));
        }
      }
      const userId =
        existing?.id ??
        (
          await trx
            .insertInto('users')
            .values({ email, password_hash: null, first_name: firstName, last_name: lastName, is_active: true })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await trx
        .insertInto('oauth_accounts')
        .values({ provider, subject, user_id: userId, email_verified: verified })
        .execute();
      return userId;
    });
    if (revokedTokens.length > 0) app.auth.forgetTokens(revokedTokens);
    return accountId;
  }

  for (const provider of ['google', 'facebook'] as const) {
    const loginPath = provider === 'google' ? paths.googleLogin : paths.facebookLogin;
    const callbackPath = provider === 'google' ? paths.googleCallback : paths.facebookCallback;

    app.get(
      loginPath,
      { schema: { tags: ['account'], summary: `Start ${NAMES[provider]} sign-in` } },
      async (_req, reply) => {
        const config = app.config.oauth[provider];
        if (!config) return notConfigured(reply, provider);
        const url = new URL(config.authorizeUrl);
        url.search = new URLSearchParams({
          response_type: 'code',
          client_id: config.clientId,
          redirect_uri: redirectUri(provider),
          scope: config.scope,
          state: newState(provider),
        }).toString();
        return reply.redirect(url.toString(), 302);
      },
    );

    app.get(
      callbackPath,
      { schema: { tags: ['account'], summary: `${NAMES[provider]} redirects here`, querystring: OAuthCallbackQuery } },
      async (request, reply) => {
        const config = app.config.oauth[provider];
        if (!config) return notConfigured(reply, provider);
        const { code, state, error } = request.query;
        if (error || !code || !checkState(provider, state)) {
          return page(reply, 400, 'შესვლა ვერ მოხერხდა', 'ავტორიზაცია გაუქმდა ან ბმული ვადაგასულია. სცადეთ თავიდან.');
        }
        let userId: number;
        try {
          userId = await finish(provider, config, code);
        } catch (err) {
          if (err instanceof EmailNotVerified) {
            return page(
              reply,
              409,
              'ამ მეილით ანგარიში უკვე არსებობს',
              `${NAMES[provider]}-მა ვერ დაადასტურა, რომ ეს მეილი თქვენია, ამიტომ ანგარიშს ვერ დავუკავშირებთ. შედით მეილითა და პაროლით (ან აღადგინეთ პაროლი).`,
            );
          }
          request.log.warn({ err, provider }, 'OAuth sign-in failed');
          return page(
            reply,
            502,
            'შესვლა ვერ მოხერხდა',
            `${NAMES[provider]}-მა მოთხოვნას არ უპასუხა. სცადეთ მოგვიანებით.`,
          );
        }
        const session = await app.auth.createSession(userId);
        // The sign-in window was opened by the site: hand the token to it the way login does, then close.
        const script = `<script>(function(){var t=${JSON.stringify(session.token)};try{localStorage.setItem('token',t);}catch(e){}
if(window.opener){try{window.opener.localStorage.setItem('token',t);window.opener.location.reload();}catch(e){}window.close();}
else{location.replace('/');}})();</script>`;
        return page(reply, 200, 'შესვლა შესრულდა', 'შეგიძლიათ დახუროთ ეს ფანჯარა.', script);
      },
    );
  }
}

/** The provider's e-mail matches an account but the provider did not say the address is verified. */
class EmailNotVerified extends Error {}
