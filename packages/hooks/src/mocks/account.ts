import { Messages, paths } from '@podcast/contract';
import { HttpResponse, http } from 'msw';
import { errorResponse, mockDb, unauthorized } from './db';
import { credentials } from './fixtures';

async function fields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return (await request.json()) as Record<string, string>;
  const form = await request.formData();
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') out[key] = value;
  });
  return out;
}

export const accountHandlers = [
  http.post(paths.register, async ({ request }) => {
    const body = await fields(request);
    if (body.password1 !== body.password2) {
      return errorResponse(400, Messages.passwordsDiffer, { password2: [Messages.passwordsDiffer] });
    }
    if (body.email === credentials.email) {
      return errorResponse(409, 'ეს მეილი უკვე დარეგისტრირებულია', { email: ['ეს მეილი უკვე დარეგისტრირებულია'] });
    }
    return HttpResponse.json({ message: Messages.registered, detail: Messages.registered }, { status: 201 });
  }),
  http.post(paths.login, async ({ request }) => {
    const body = await fields(request);
    if (body.email !== credentials.email || body.password !== credentials.password) {
      return errorResponse(401, Messages.loginFailed);
    }
    const token = `mock-token-${mockDb.nextId++}-abcdef`;
    mockDb.tokens.add(token);
    return HttpResponse.json({ refresh_token: token, expires_at: '2030-01-01T00:00:00.000Z' });
  }),
  http.post(paths.tokenRefresh, async ({ request }) => {
    const { refresh_token } = await fields(request);
    if (!refresh_token || !mockDb.tokens.delete(refresh_token)) {
      return errorResponse(401, 'ტოკენი არასწორია ან ვადაგასულია');
    }
    const token = `mock-token-${mockDb.nextId++}-abcdef`;
    mockDb.tokens.add(token);
    return HttpResponse.json({ refresh_token: token, expires_at: '2030-01-01T00:00:00.000Z' });
  }),
  http.post(paths.profile, ({ request }) => unauthorized(request) ?? HttpResponse.json(mockDb.profile)),
  http.post(paths.logout, ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    mockDb.tokens.delete(request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '');
    return HttpResponse.json({ message: 'გამოსვლა შესრულდა' });
  }),
  http.post(paths.updateProfile, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const form = await request.formData();
    // A new e-mail needs the current password and waits for the link mailed to it, as on the server.
    const email = form.get('email');
    const pending = typeof email === 'string' && email.trim() && email.trim() !== mockDb.profile.email;
    if (pending && form.get('password') !== credentials.password) {
      const detail = form.get('password') ? 'პაროლი არასწორია' : 'მეილის შესაცვლელად შეიყვანეთ მიმდინარე პაროლი';
      return errorResponse(400, detail, { password: [detail] });
    }
    for (const key of ['first_name', 'last_name'] as const) {
      const value = form.get(key);
      if (typeof value === 'string' && value.trim()) mockDb.profile[key] = value.trim();
    }
    const image = form.get('image');
    if (image && typeof image !== 'string') mockDb.profile.image = `avatars/${mockDb.profile.id}-${image.name}`;
    return HttpResponse.json({
      message: Messages.profileUpdated,
      profile: mockDb.profile,
      ...(pending ? { pending_email: String(email).trim() } : {}),
    });
  }),
  http.post(paths.changePassword, async ({ request }) => {
    const denied = unauthorized(request);
    if (denied) return denied;
    const body = await fields(request);
    if (body.old_password !== credentials.password) {
      return errorResponse(400, 'ძველი პაროლი არასწორია', { old_password: ['ძველი პაროლი არასწორია'] });
    }
    if (body.new_password1 !== body.new_password2) {
      return errorResponse(400, Messages.passwordsDiffer, { new_password2: [Messages.passwordsDiffer] });
    }
    return HttpResponse.json({ message: 'პაროლი შეიცვალა' });
  }),
  http.post(paths.emailConfirm, async ({ request }) => {
    const { token } = await fields(request);
    if (!token?.startsWith('mock-email-')) {
      const detail = 'მეილის დადასტურების ბმული არასწორია ან ვადაგასულია';
      return errorResponse(400, detail, { token: [detail] });
    }
    const email = 'new.address@example.com';
    mockDb.profile.email = email;
    return HttpResponse.json({ message: 'მეილი შეიცვალა', email });
  }),
  http.post(paths.passwordReset, async ({ request }) => {
    const { email } = await fields(request);
    if (email !== credentials.email) return errorResponse(404, Messages.resetUnknownEmail);
    return HttpResponse.json({ message: Messages.resetSent });
  }),
  http.post(paths.passwordResetConfirm, async ({ request }) => {
    const body = await fields(request);
    if (body.new_password1 !== body.new_password2) {
      return errorResponse(400, Messages.passwordsDiffer, { new_password2: [Messages.passwordsDiffer] });
    }
    return HttpResponse.json({ message: Messages.passwordResetDone });
  }),
];
