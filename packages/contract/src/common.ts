import { type Static, Type } from 'typebox';

/** Every 4xx/5xx answer: a human-readable `detail`, and per-field messages where a form is involved. */
export const ErrorResponse = Type.Object(
  {
    detail: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ message: Type.String(), detail: Type.Optional(Type.String()) });
export type MessageResponse = Static<typeof MessageResponse>;

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParam = Type.Object({ id: Id });
export type IdParam = Static<typeof IdParam>;

/** `{ url }` is a path below /media (thumbnail under /media/_thumb/), or an absolute http(s) URL. */
export const ImageRef = Type.Object({ url: Type.String() });
export type ImageRef = Static<typeof ImageRef>;
