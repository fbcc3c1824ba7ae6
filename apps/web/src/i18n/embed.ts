/**
 * Texts of the embeddable player (apps/web/embed.html). Imported by the embed entry on its own, not through
 * `t`, so the embed's bundle carries only these few strings.
 */
export const embed = {
  site: 'პოდკასტები',
  play: 'მოსმენა',
  watch: 'ყურება',
  pause: 'პაუზა',
  seek: 'გადახვევა',
  back: '15 წამით უკან',
  forward: '15 წამით წინ',
  retry: 'თავიდან ცდა',
  loadFailed: 'ეპიზოდი ვერ ჩაიტვირთა',
  missing: 'ეპიზოდი ვერ მოიძებნა',
  hours: 'საათი',
  minutes: 'წუთი',
  seconds: 'წამი',
  /** The seek bar's aria-valuetext: "4 წუთი 3 წამი, სულ 14 წუთი". */
  position: (current: string, total: string) => `${current}, სულ ${total}`,
} as const;
