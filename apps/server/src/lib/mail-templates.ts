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

/**
 * Sent to the previous address when a profile's e-mail changes: the change takes effect at once (the
 * client shows success immediately, spec §4), so the old owner must learn of it and can take the
 * account back by resetting the password from the old address's link page.
 */
export function emailChangedMail(to: string, firstName: string, newEmail: string, resetLink: string): MailMessage {
  const title = 'ანგარიშის მეილი შეიცვალა';
  return {
    to,
    subject: `${title} — პოდკასტები`,
    text: `გამარჯობა, ${firstName}!\n\nთქვენი ანგარიშის მეილი შეიცვალა: ${to} → ${newEmail}.\nთუ ეს თქვენ არ გაგიკეთებიათ, დაუყოვნებლივ აღადგინეთ პაროლი:\n${resetLink}`,
    html: layout(
      title,
      `გამარჯობა, ${escapeHtml(firstName)}! თქვენი ანგარიშის მეილი შეიცვალა: ${escapeHtml(to)} → ${escapeHtml(newEmail)}. თუ ეს თქვენ არ გაგიკეთებიათ, დაუყოვნებლივ აღადგინეთ პაროლი.`,
      resetLink,
      'პაროლის აღდგენა',
    ),
  };
}
