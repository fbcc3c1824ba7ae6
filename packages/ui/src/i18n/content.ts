/** Georgian defaults for the content components; keyed by component. */
export const contentMessages = {
  episodeCard: {
    play: 'მოსმენა',
    edit: 'რედაქტირება',
    delete: 'წაშლა',
    duration: 'ხანგრძლივობა',
    published: 'გამოქვეყნდა',
    progress: 'მოსმენილია {percent}%',
    video: 'ვიდეო',
  },
  channelCard: {
    rating: 'რეიტინგი',
    episodes: 'ეპიზოდი',
    subscribers: 'გამომწერი',
  },
  expandableText: {
    more: 'მეტის ნახვა',
    less: 'ნაკლების ნახვა',
  },
  starRating: {
    label: 'შეფასება',
    star: '{value} ვარსკვლავი',
    average: 'საშუალო შეფასება {value} 5-დან',
  },
  subscribeButton: {
    subscribe: 'გამოწერა',
    subscribed: 'გამოწერილია',
  },
  notFound: {
    title: 'გვერდი ვერ მოიძებნა',
    text: 'გვერდი, რომელსაც ეძებ, არ არსებობს ან წაშლილია.',
    home: 'მთავარ გვერდზე დაბრუნება',
  },
  blockHeader: {
    seeAll: 'ყველას ნახვა',
  },
} as const;
