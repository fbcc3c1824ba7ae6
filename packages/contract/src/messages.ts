// Plain texts only, no schemas: the web app's first load imports these, and a module with TypeBox schemas would
// bring TypeBox along (its top-level `Type.*` calls are not tree-shaken).

/** Account texts the client compares literally (spec §4, §8). */
export const Messages = {
  profileUpdated: 'Profile updated successfully',
  passwordResetDone: 'თქვენი პაროლი განახლდა.',
  resetUnknownEmail: 'მითითებული მეილი ვერ მოიძებნა',
  resetSent: 'გასააქტიურებელი ბმული გამოგზავნილია მეილზე',
  loginFailed: 'პაროლი ან მეილი არასწორია',
  registered: 'რეგისტრაცია წარმატებულია: გასააქტიურებელი ბმული გამოგზავნილია მეილზე',
  passwordsDiffer: 'პაროლები არ ემთხვევა',
} as const;

/** Publishing texts that clients may compare literally (spec §4, §8). */
export const PublishingMessages = {
  ready: 'აქტიურია',
  episodeAdded: 'პოდკასტი წარმატებით დაემატა',
  edited: 'ინფორმაცია წარმატებით შეიცვალა',
} as const;
