/** Texts of the channel page. */
export const channel = {
  owner: 'ავტორი',
  averageRating: 'საშუალო შეფასება',
  episodes: 'ეპიზოდები',
  noEpisodes: 'არხს ჯერ ეპიზოდი არ აქვს.',
  rate: 'შეაფასე არხი',
  yourRating: (value: number) => `შენი შეფასება: ${value}`,
  share: 'გაზიარება',
  rss: 'RSS არხი',
  rssHint: 'გამოიწერე ნებისმიერ პოდკასტების აპში',
  about: 'არხის შესახებ',
} as const;
