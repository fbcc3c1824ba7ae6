import { type Static, Type } from 'typebox';
import { Nullable } from './common';

const Email = Type.String({ format: 'email', maxLength: 254 });
const Password = Type.String({ minLength: 8, maxLength: 128 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
/** Credentials may come in the body (JSON or form) or, for the spec's original client, the query string. */
const Token = Type.Optional(Type.String({ minLength: 10, maxLength: 200 }));

export const RegisterBody = Type.Object({
  first_name: Name,
  last_name: Name,
  email: Email,
  password1: Password,
  password2: Type.String({ minLength: 1, maxLength: 128 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type LoginBody = Static<typeof LoginBody>;
export const LoginResponse = Type.Object({ refresh_token: Type.String(), expires_at: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 10, maxLength: 200 }) });
export type RefreshBody = Static<typeof RefreshBody>;

export const TokenBody = Type.Object({ token: Token });
export type TokenBody = Static<typeof TokenBody>;

export const SubscribedChannel = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  image: Nullable(Type.String()),
  channel: Type.String(),
  rating: Type.Number(),
  episode_count: Type.Integer(),
  description: Type.String(),
});
export type SubscribedChannel = Static<typeof SubscribedChannel>;

export const Profile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  image: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  channel: Nullable(Type.String()),
  channel_description: Nullable(Type.String()),
  alias: Nullable(Type.String()),
  podcast_episodes_count: Type.Integer(),
  subscribers_count: Type.Integer(),
  average_rating: Type.Number(),
  total_podcast_watch_time: Type.Integer({ description: 'seconds' }),
  subscribed_channels: Type.Array(SubscribedChannel),
  added_podcasts: Type.Integer(),
});
export type Profile = Static<typeof Profile>;

/**
 * Multipart fields of /api/update-profile/ besides the optional `image` file. Empty fields are left unchanged.
 * A new `email` needs the current `password`; it takes effect once the link mailed to the new address is followed.
 */
export const UpdateProfileFields = Type.Object({
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Type.Union([Type.Literal(''), Email])),
  password: Type.Optional(Type.String({ maxLength: 128 })),
  token: Token,
});
export type UpdateProfileFields = Static<typeof UpdateProfileFields>;
export const UpdateProfileResponse = Type.Object({
  message: Type.String(),
  profile: Profile,
  /** Set when an e-mail change waits for confirmation: the address the confirmation link was mailed to. */
  pending_email: Type.Optional(Type.String()),
});
export type UpdateProfileResponse = Static<typeof UpdateProfileResponse>;

export const ChangePasswordBody = Type.Object({
  old_password: Type.String({ minLength: 1, maxLength: 128 }),
  new_password1: Password,
  new_password2: Type.String({ minLength: 1, maxLength: 128 }),
  token: Token,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const PasswordResetBody = Type.Object({ email: Email });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const PasswordResetConfirmBody = Type.Object({
  new_password1: Password,
  new_password2: Type.String({ minLength: 1, maxLength: 128 }),
  token: Type.String({ minLength: 10, maxLength: 200 }),
});
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

/** /api/email-confirm/: the token from the link mailed to the new address (body or query string). */
export const EmailConfirmBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type EmailConfirmBody = Static<typeof EmailConfirmBody>;
export const EmailConfirmResponse = Type.Object({ message: Type.String(), email: Type.String() });
export type EmailConfirmResponse = Static<typeof EmailConfirmResponse>;

export const ActivateQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type ActivateQuery = Static<typeof ActivateQuery>;

export const OAuthCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.Optional(Type.String({ maxLength: 500 })),
  error: Type.Optional(Type.String({ maxLength: 500 })),
});
export type OAuthCallbackQuery = Static<typeof OAuthCallbackQuery>;

export { Messages } from './messages';
