import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ActivateQuery,
  ChangePasswordBody,
  EmailConfirmBody,
  EmailConfirmResponse,
  ErrorResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  Messages,
  PasswordResetBody,
  PasswordResetConfirmBody,
  Profile,
  paths,
  RefreshBody,
  RegisterBody,
  TokenBody,
  UpdateProfileFields,
  UpdateProfileResponse,
  webRoutes,
} from '@podcast/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'kysely';
import { Compile } from 'typebox/compile';
import type { Db } from '../../db/index';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../lib/errors';
import {
  activationMail,
  emailChangeRequestedMail,
  emailConfirmMail,
  passwordResetMail,
} from '../../lib/mail-templates';
import { hashToken, newToken } from '../../lib/tokens';
import { buildProfile } from './profile';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const bearer = [{ bearer: [] }];
const updateFieldsValidator = Compile(UpdateProfileFields);

/** Credentials may arrive in the query string (the spec's original client) as well as the body. */
async function mergeQueryIntoBody(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  request.body = { ...query, ...body };
}

type OneTimeKind = 'activation' | 'password_reset' | 'email_change';

/** A one-time token mailed to the user; `email` is the new address of an e-mail change. */
async function issueOneTimeToken(db: Db, userId: number, kind: OneTimeKind, hours: number, email?: string) {
  const { token, hash } = newToken();
  await db
    .insertInto('user_tokens')
    .values({
      user_id: userId,
      kind,
      token_hash: hash,
      expires_at: new Date(Date.now() + hours * 3_600_000),
      email: email ?? null,
    })
    .execute();
  return token;
}

async function consumeOneTimeToken(db: Db, token: string, kind: OneTimeKind) {
  return db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}

/** Pending e-mail changes of a user end (a newer request, or the password changed or reset). */
async function cancelEmailChanges(db: Db, userId: number) {
  await db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', '=', 'email_change')
    .where('used_at', 'is', null)
    .execute();
}

async function emailTaken(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', [eb.ref('email')]), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

const emailTakenError = () =>
  conflict('ეს მეილი უკვე დარეგისტრირებულია', { email: ['ეს მეილი უკვე დარეგისტრირებულია'] });

/** Token-only calls may come without a body at all. */
async function ensureBody(request: FastifyRequest) {
  request.body ??= {};
}

const passwordsDiffer = () => badRequest(Messages.passwordsDiffer, { new_password2: [Messages.passwordsDiffer] });

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['account'];
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  /** Mail links open web pages (which call the API), never the API itself. */
  const link = (path: string, query: Record<string, string>) =>
    `${app.config.publicUrl}${path}?${new URLSearchParams(query).toString()}`;

  app.post(
    paths.register,
    {
      preValidation: mergeQueryIntoBody,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Register; the account is inactive until the link in the activation mail is followed',
        body: RegisterBody,
        response: {
          201: MessageResponse,
          400: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { first_name, last_name, email, password1, password2 } = request.body;
      if (password1 !== password2) {
        throw badRequest(Messages.passwordsDiffer, { password2: [Messages.passwordsDiffer] });
      }
      const passwordHash = await app.auth.hashPassword(password1);
      const user = await app.db
        .insertInto('users')
        .values({
          email: email.trim(),
          password_hash: passwordHash,
          first_name: first_name.trim(),
          last_name: last_name.trim(),
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning(['id', 'first_name', 'email'])
        .executeTakeFirst();
      if (!user) {
        throw conflict('ეს მეილი უკვე დარეგისტრირებულია', { email: ['ეს მეილი უკვე დარეგისტრირებულია'] });
      }
      const token = await issueOneTimeToken(app.db, user.id, 'activation', 48);
      await app.mailer.send(
        activationMail(user.email, user.first_name, link(webRoutes.activate.path, { token, email: user.email })),
      );
      return reply.status(201).send({ message: Messages.registered, detail: Messages.registered });
    },
  );

  app.get(
    paths.activate,
    {
      schema: {
        tags,
        summary:
          'Activates the account (called by the /activate/ page); a browser opening an old mail link is sent to that page',
        querystring: ActivateQuery,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (request.headers.accept?.includes('text/html')) {
        const query = new URLSearchParams({ token: request.query.token }).toString();
        return reply.redirect(`${webRoutes.activate.path}?${query}`, 303);
      }
      const userId = (await consumeOneTimeToken(app.db, request.query.token, 'activation'))?.user_id;
      if (!userId) throw badRequest('გააქტიურების ბმული არასწორია ან ვადაგასულია');
      await app.db
        .updateTable('users')
        .set({ is_active: true, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      return { message: 'ანგარიში გააქტიურებულია' };
    },
  );

  app.post(
    paths.login,
    {
      preValidation: mergeQueryIntoBody,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sign in; the refresh_token is the bearer token of every other call',
        body: LoginBody,
        response: {
          200: LoginResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'is_active'])
        .where((eb) => eb(eb.fn('lower', [eb.ref('email')]), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      const ok = await app.auth.attemptPassword(email, user?.password_hash ?? null, password);
      if (!user || !ok) throw unauthorized(Messages.loginFailed);
      if (!user.is_active)
        throw new HttpError(403, 'ანგარიში არ არის გააქტიურებული: გახსენით მეილზე გამოგზავნილი ბმული');
      const session = await app.auth.createSession(user.id);
      return { refresh_token: session.token, expires_at: session.expiresAt.toISOString() };
    },
  );

  app.post(
    paths.tokenRefresh,
    {
      preValidation: mergeQueryIntoBody,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Rotate a token: the old one is revoked, a new one returned',
        body: RefreshBody,
        response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const now = new Date();
      const old = await app.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id'])
        .where('sessions.token_hash', '=', hashToken(request.body.refresh_token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.is_active', '=', true)
        .executeTakeFirst();
      if (!old) throw unauthorized('ტოკენი არასწორია ან ვადაგასულია');
      const next = await app.auth.createSession(old.user_id);
      const revoked = await app.db
        .updateTable('sessions')
        .set({ revoked_at: now, replaced_by: next.id })
        .where('id', '=', old.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(revoked.numUpdatedRows) !== 1) {
        // Two refreshes raced on one token: only the first one wins.
        await app.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', next.id).execute();
        throw unauthorized('ტოკენი არასწორია ან ვადაგასულია');
      }
      app.auth.forgetTokens([hashToken(request.body.refresh_token)]);
      return { refresh_token: next.token, expires_at: next.expiresAt.toISOString() };
    },
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: paths.profile,
      preValidation: ensureBody,
      schema: {
        tags,
        summary: 'The signed-in user’s profile (bearer)',
        security: bearer,
        ...(method === 'POST' ? { body: TokenBody } : { querystring: TokenBody }),
        response: { 200: Profile, 401: ErrorResponse },
      },
      handler: async (request) => buildProfile(app.db, await app.auth.requireUser(request)),
    });
  }

  app.post(
    paths.logout,
    {
      preValidation: ensureBody,
      schema: {
        tags,
        summary: 'Revoke the current token',
        security: bearer,
        body: TokenBody,
        response: { 200: MessageResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const [revoked] = await app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', user.sessionId)
        .returning('token_hash')
        .execute();
      app.auth.forgetTokens(revoked ? [revoked.token_hash] : []);
      return { message: 'გამოსვლა შესრულდა' };
    },
  );

  app.post(
    paths.updateProfile,
    {
      schema: {
        tags,
        summary:
          'Update profile: multipart image (any image type), first_name, last_name, email; empty fields are kept. A new email needs the current password and takes effect when the link mailed to it is followed (pending_email)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        response: {
          200: UpdateProfileResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request) => {
      const fields: Record<string, string> = {};
      let image: Buffer | undefined;
      if (request.isMultipart()) {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'image')
              throw badRequest('უცნობი ფაილის ველი', { [part.fieldname]: ['უცნობი ველი'] });
            const data = await part.toBuffer();
            if (data.length > 0) image = data;
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } else {
        for (const source of [request.query, request.body]) {
          if (source && typeof source === 'object') {
            for (const [key, value] of Object.entries(source)) if (typeof value === 'string') fields[key] = value;
          }
        }
      }
      for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
        if (key === 'token' && typeof value === 'string' && !fields.token) fields.token = value;
      }
      if (!updateFieldsValidator.Check(fields)) {
        const errors: Record<string, string[]> = {};
        for (const e of updateFieldsValidator.Errors(fields)) {
          const field = e.instancePath.replace(/^\//, '') || 'request';
          errors[field] = [...(errors[field] ?? []), e.message];
        }
        throw badRequest('არასწორი მონაცემები', errors);
      }
      request.body = fields;
      const user = await app.auth.requireUser(request);
      const update: { first_name?: string; last_name?: string; image?: string } = {};
      if (fields.first_name?.trim()) update.first_name = fields.first_name.trim();
      if (fields.last_name?.trim()) update.last_name = fields.last_name.trim();
      const email = fields.email?.trim();
      let pendingEmail: string | undefined;
      if (email && email.toLowerCase() !== user.email.toLowerCase()) {
        // A token alone must not move the account to another address (and take it over by a password reset from
        // there): the current password, then a link mailed to the new address; the current one is told.
        const refused = (detail: string) => badRequest(detail, { password: [detail] });
        if (!user.password_hash) throw refused('ანგარიშს პაროლი არ აქვს: ჯერ დააყენეთ იგი პაროლის აღდგენით');
        if (!fields.password) throw refused('მეილის შესაცვლელად შეიყვანეთ მიმდინარე პაროლი');
        if (!(await app.auth.attemptPassword(user.email, user.password_hash, fields.password))) {
          throw refused('პაროლი არასწორია');
        }
        if (await emailTaken(app.db, email)) throw emailTakenError();
        pendingEmail = email;
      }
      if (image) {
        const type = await fileTypeFromBuffer(image);
        if (!type || !IMAGE_TYPES.has(type.mime)) {
          throw new HttpError(415, 'სურათის ფორმატი მიუღებელია (JPEG, PNG, WebP, GIF, AVIF)');
        }
        const path = `avatars/${user.id}-${randomUUID()}.${type.ext}`;
        try {
          await app.storage.putImage(path, image);
        } catch {
          await app.storage.remove(path);
          throw new HttpError(415, 'სურათი დაზიანებულია');
        }
        if (user.image && !/^https?:/.test(user.image)) await app.storage.remove(user.image);
        update.image = path;
      }
      let current = user;
      if (Object.keys(update).length > 0) {
        current = {
          ...user,
          ...(await app.db
            .updateTable('users')
            .set({ ...update, updated_at: new Date() })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow()),
        };
      }
      if (pendingEmail) {
        await cancelEmailChanges(app.db, user.id);
        const token = await issueOneTimeToken(app.db, user.id, 'email_change', 24, pendingEmail);
        await app.mailer.send(
          emailConfirmMail(pendingEmail, current.first_name, link(webRoutes.emailConfirm.path, { token })),
        );
        // The current address hears of it; a failed notice must not undo a saved profile.
        const notice = emailChangeRequestedMail(
          user.email,
          current.first_name,
          pendingEmail,
          `${app.config.publicUrl}${webRoutes.resetPass.path}`,
        );
        await app.mailer
          .send(notice)
          .catch((error: unknown) => request.log.error({ err: error }, 'e-mail change notice failed'));
      }
      return {
        message: Messages.profileUpdated,
        profile: await buildProfile(app.db, current),
        ...(pendingEmail ? { pending_email: pendingEmail } : {}),
      };
    },
  );

  app.post(
    paths.changePassword,
    {
      preValidation: mergeQueryIntoBody,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Change password (token in body, query or bearer); other sessions are signed out',
        security: bearer,
        body: ChangePasswordBody,
        response: {
          200: MessageResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const { old_password, new_password1, new_password2 } = request.body;
      if (!(await app.auth.attemptPassword(user.email, user.password_hash, old_password))) {
        throw badRequest('ძველი პაროლი არასწორია', { old_password: ['ძველი პაროლი არასწორია'] });
      }
      if (new_password1 !== new_password2) throw passwordsDiffer();
      const passwordHash = await app.auth.hashPassword(new_password1);
      const revoked = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', user.id)
          .execute();
        await cancelEmailChanges(trx, user.id);
        return trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', user.id)
          .where('id', '<>', user.sessionId)
          .where('revoked_at', 'is', null)
          .returning('token_hash')
          .execute();
      });
      app.auth.forgetTokens(revoked.map((row) => row.token_hash));
      return { message: 'პაროლი შეიცვალა' };
    },
  );

  app.post(
    paths.passwordReset,
    {
      preValidation: mergeQueryIntoBody,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Mail a password-reset link',
        body: PasswordResetBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name'])
        .where((eb) => eb(eb.fn('lower', [eb.ref('email')]), '=', email))
        .executeTakeFirst();
      if (!user) throw notFound(Messages.resetUnknownEmail);
      const token = await issueOneTimeToken(app.db, user.id, 'password_reset', 1);
      await app.mailer.send(
        passwordResetMail(user.email, user.first_name, link(webRoutes.resetConfirm.path, { token })),
      );
      return { message: Messages.resetSent, detail: Messages.resetSent };
    },
  );

  app.post(
    paths.passwordResetConfirm,
    {
      preValidation: mergeQueryIntoBody,
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail; every session is signed out',
        body: PasswordResetConfirmBody,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const { new_password1, new_password2, token } = request.body;
      if (new_password1 !== new_password2) throw passwordsDiffer();
      const passwordHash = await app.auth.hashPassword(new_password1);
      const userId = (await consumeOneTimeToken(app.db, token, 'password_reset'))?.user_id;
      if (!userId) throw badRequest('ბმული არასწორია ან ვადაგასულია', { token: ['ბმული არასწორია ან ვადაგასულია'] });
      const revoked = await app.db.transaction().execute(async (trx) => {
        // Following the mailed link proves the address, so an unactivated account becomes active too.
        const { email } = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, is_active: true, updated_at: new Date() })
          .where('id', '=', userId)
          .returning('email')
          .executeTakeFirstOrThrow();
        app.auth.clearAttempts(email);
        // The address's owner takes the account back: a pending e-mail change ends, and so do sign-ins through a
        // provider that never vouched for this address.
        await cancelEmailChanges(trx, userId);
        await trx
          .deleteFrom('oauth_accounts')
          .where('user_id', '=', userId)
          .where('email_verified', '=', false)
          .execute();
        return trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .returning('token_hash')
          .execute();
      });
      app.auth.forgetTokens(revoked.map((row) => row.token_hash));
      return { message: Messages.passwordResetDone, detail: Messages.passwordResetDone };
    },
  );

  app.post(
    paths.emailConfirm,
    {
      preValidation: mergeQueryIntoBody,
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Confirm an e-mail change with the token mailed to the new address (called by the /email-confirm/ page)',
        body: EmailConfirmBody,
        response: { 200: EmailConfirmResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const row = await consumeOneTimeToken(app.db, request.body.token, 'email_change');
      if (!row?.email) {
        throw badRequest('მეილის დადასტურების ბმული არასწორია ან ვადაგასულია', {
          token: ['მეილის დადასტურების ბმული არასწორია ან ვადაგასულია'],
        });
      }
      const email = row.email;
      if (await emailTaken(app.db, email)) throw emailTakenError();
      try {
        await app.db
          .updateTable('users')
          .set({ email, updated_at: new Date() })
          .where('id', '=', row.user_id)
          .execute();
      } catch (error) {
        // Taken by another account between the check and the update (the unique index on lower(email)).
        if ((error as { code?: string }).code === '23505') throw emailTakenError();
        throw error;
      }
      return { message: 'მეილი შეიცვალა', email };
    },
  );
}
