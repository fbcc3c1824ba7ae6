import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the raw database
type AnyDb = Kysely<any>;

/**
 * - `user_tokens` of kind `email_change` carry the new address (`email`) until a link mailed to it is followed.
 * - `oauth_accounts.email_verified`: whether the provider vouched for the e-mail when the link was made. A link
 *   made on an unverified address is dropped when the address's owner resets the password.
 */
const emailChange: Migration = {
  async up(db: AnyDb) {
    await sql`
      alter table user_tokens drop constraint if exists user_tokens_kind_check;
      alter table user_tokens
        add constraint user_tokens_kind_check check (kind in ('activation', 'password_reset', 'email_change')),
        add column email text;
      alter table oauth_accounts add column email_verified boolean not null default true;
    `.execute(db);
  },
};

/** Migrations of the account area (issue 14). Names start with `0005_account_`. */
export const accountMigrations: Record<string, Migration> = {
  '0005_account_email_change_oauth_verified': emailChange,
};
