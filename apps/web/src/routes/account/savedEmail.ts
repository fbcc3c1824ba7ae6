/** localStorage key of the remembered sign-in e-mail (spec §2, §9). */
export const SAVED_EMAIL_KEY = 'savedEmail';

export const savedEmail = {
  get(): string {
    try {
      return localStorage.getItem(SAVED_EMAIL_KEY) ?? '';
    } catch {
      return '';
    }
  },
  set(email: string | null) {
    try {
      if (email) localStorage.setItem(SAVED_EMAIL_KEY, email);
      else localStorage.removeItem(SAVED_EMAIL_KEY);
    } catch {
      // Storage may be off (privacy modes): the e-mail is simply not remembered.
    }
  },
};
