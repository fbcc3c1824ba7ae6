/** Texts of the home screen. */
export const home = {
  title: 'მთავარი',
  discover: 'აღმოაჩინე',
  lastListened: 'ბოლოს მოსმენილი',
  authorsFallback: 'პოდკასტერები',
  promo: {
    title: 'გაქვს სათქმელი? გახდი პოდკასტერი',
    text: 'შექმენი არხი, ატვირთე ეპიზოდები და გაუზიარე ისინი ათასობით მსმენელს.',
    action: 'დაწყება',
  },
  join: {
    title: 'შემოგვიერთდი',
    text: 'დარეგისტრირდი, შეინახე ეპიზოდები, გამოიწერე არხები და გააგრძელე მოსმენა იქიდან, სადაც გაჩერდი.',
    action: 'რეგისტრაცია',
  },
  app: {
    title: 'მოუსმინე ტელეფონიდან',
    text: 'მობილური აპლიკაცია მალე გამოვა App Store-სა და Google Play-ზე.',
    appStoreTop: 'ჩამოტვირთე',
    googlePlayTop: 'ხელმისაწვდომია',
  },
} as const;
