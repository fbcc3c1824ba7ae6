/** Texts of the app shell and of states every screen shares (loading, errors, sign-in prompts). */
export const common = {
  siteName: 'პოდკასტები',
  skipToContent: 'მთავარ შინაარსზე გადასვლა',
  loading: 'იტვირთება...',
  errorTitle: 'ვერ ჩაიტვირთა',
  errorText: 'სერვერთან დაკავშირება ვერ მოხერხდა. შეამოწმე ინტერნეტი და სცადე თავიდან.',
  retry: 'თავიდან ცდა',
  offline: 'ინტერნეტთან კავშირი არ არის. ნაჩვენებია ბოლოს ჩატვირთული მონაცემები.',
  loginToContinue: 'ამისთვის საჭიროა ავტორიზაცია — დარეგისტრირდი ან შედი ანგარიშზე',
  loadMore: 'მეტის ჩატვირთვა',
  endOfList: 'სიის ბოლო',
  home: 'მთავარი',
  backHome: 'მთავარ გვერდზე დაბრუნება',
  navigating: 'გვერდი იტვირთება',
  episodesCount: (count: number) => `${count} ეპიზოდი`,
} as const;

/** The header, footer, bottom bar and sign-in prompts. */
export const shell = {
  register: 'რეგისტრაცია',
  footerTagline: 'ქართული პოდკასტები ერთ სივრცეში — მოუსმინე, უყურე, გამოიწერე.',
} as const;
