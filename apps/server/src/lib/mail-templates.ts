import type { MailMessage } from '../plugins/mail';
import { escapeHtml } from './sanitize';

function layout(title: string, body: string, link: string, button: string): string {
  return `<!doctype html><html lang="ka"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:'Noto Sans Georgian',Arial,sans-serif;background:#f4f4f7;padding:24px;color:#1d1d1f">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${body}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#6c4cf1;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#666">თუ ღილაკი არ მუშაობს, გახსენით ბმული: ${escapeHtml(link)}</p>
</div></body></html>`;
}

export function activationMail(to: string, firstName: string, link: string): MailMessage {
  const title = 'რეგისტრაციის დადასტურება';
  return {
    to,
    subject: `${title} — პოდკასტები`,
    text: `გამარჯობა, ${firstName}!\n\nმადლობა რეგისტრაციისთვის. ანგარიშის გასააქტიურებლად გახსენით ბმული:\n${link}\n\nბმული მოქმედებს 48 საათის განმავლობაში.`,
    html: layout(
      title,
      `გამარჯობა, ${escapeHtml(firstName)}! მადლობა რეგისტრაციისთვის. ანგარიშის გასააქტიურებლად დააჭირეთ ღილაკს. ბმული მოქმედებს 48 საათის განმავლობაში.`,
      link,
      'ანგარიშის გააქტიურება',
    ),
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const title = 'პაროლის აღდგენა';
  return {
    to,
    subject: `${title} — პოდკასტები`,
    text: `გამარჯობა, ${firstName}!\n\nპაროლის აღსადგენად გახსენით ბმული:\n${link}\n\nბმული მოქმედებს 1 საათის განმავლობაში. თუ ეს მოთხოვნა თქვენ არ გაგიგზავნიათ, უგულებელყავით წერილი.`,
    html: layout(
      title,
      `გამარჯობა, ${escapeHtml(firstName)}! პაროლის აღსადგენად დააჭირეთ ღილაკს. ბმული მოქმედებს 1 საათის განმავლობაში. თუ ეს მოთხოვნა თქვენ არ გაგიგზავნიათ, უგულებელყავით წერილი.`,
      link,
      'ახალი პაროლის დაყენება',
    ),
  };
}

/** Sent to the new address of an e-mail change: the change takes effect only when this link is followed. */
export function emailConfirmMail(to: string, firstName: string, link: string): MailMessage {
  const title = 'ახალი მეილის დადასტურება';
  return {
    to,
    subject: `${title} — პოდკასტები`,
    text: `გამარჯობა, ${firstName}!\n\nანგარიშის მეილის შესაცვლელად ამ მისამართზე (${to}) გახსენით ბმული:\n${link}\n\nბმული მოქმედებს 24 საათის განმავლობაში. თუ ეს თქვენ არ მოგითხოვიათ, უგულებელყავით წერილი.`,
    html: layout(
      title,
      `გამარჯობა, ${escapeHtml(firstName)}! ანგარიშის მეილის შესაცვლელად ამ მისამართზე (${escapeHtml(to)}) დააჭირეთ ღილაკს. ბმული მოქმედებს 24 საათის განმავლობაში. თუ ეს თქვენ არ მოგითხოვიათ, უგულებელყავით წერილი.`,
      link,
      'მეილის დადასტურება',
    ),
  };
}

/**
 * Sent to the current address when a change of e-mail is asked for. Nothing changes until the new address
 * confirms; resetting (or changing) the password meanwhile cancels the change and signs every session out.
 */
export function emailChangeRequestedMail(
  to: string,
  firstName: string,
  newEmail: string,
  resetLink: string,
): MailMessage {
  const title = 'მოთხოვნილია ანგარიშის მეილის შეცვლა';
  const body = (from: string, email: string) =>
    `თქვენი ანგარიშის მეილის შეცვლა მოითხოვეს: ${from} → ${email}. ცვლილება ძალაში შევა, როცა ახალ მისამართზე გაგზავნილ ბმულს გახსნიან. თუ ეს თქვენ არ მოგითხოვიათ, დაუყოვნებლივ აღადგინეთ პაროლი: ეს ცვლილებას გააუქმებს.`;
  return {
    to,
    subject: `${title} — პოდკასტები`,
    text: `გამარჯობა, ${firstName}!\n\n${body(to, newEmail)}\n${resetLink}`,
    html: layout(
      title,
      `გამარჯობა, ${escapeHtml(firstName)}! ${body(escapeHtml(to), escapeHtml(newEmail))}`,
      resetLink,
      'პაროლის აღდგენა',
    ),
  };
}
