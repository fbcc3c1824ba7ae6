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
    pause: 'პაუზა',
    loading: 'იტვირთება',
    nowPlaying: 'ახლა უკრავს',
    paused: 'დაპაუზებულია',
    played: 'მოსმენილი',
  },
  channelCard: {
    rating: 'რეიტინგი',
    noRatings: 'ჯერ არ შეფასებულა',
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
    signInToSubscribe: 'გამოსაწერად შედი ანგარიშზე',
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
