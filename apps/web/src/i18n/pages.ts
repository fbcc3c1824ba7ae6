/** Texts of the static pages, the podcaster offer, the server menu's pages, the podcasters and categories pages and the not-found page. */
export const pages = {
  notFound: 'გვერდი ვერ მოიძებნა',
  offerStart: 'დაწყება',
  menuEmpty: 'ეპიზოდები ჯერ არ არის',
  podcasters: {
    title: 'პოდკასტერები',
    top: 'რჩეული პოდკასტერები',
    rest: 'ყველა პოდკასტერი',
    empty: 'პოდკასტერები ჯერ არ არიან',
  },
  categories: {
    title: 'კატეგორიები',
    empty: 'კატეგორიები ჯერ არ არის',
  },
} as const;
