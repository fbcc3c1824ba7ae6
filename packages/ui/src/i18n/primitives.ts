/** Georgian defaults for the primitives components; keyed by component. */
export const primitiveMessages = {
  passwordInput: {
    show: 'პაროლის ჩვენება',
    hide: 'პაროლის დამალვა',
  },
  textarea: {
    /** Read as "{count} of {max} characters". */
    counter: (count: number, max: number) => `${count} / ${max}`,
  },
  fileInput: {
    choose: 'აირჩიე ფაილი',
    drop: 'ან ჩააგდე აქ',
    dropActive: 'ჩააგდე ფაილი',
    replace: 'შეცვლა',
    remove: 'ფაილის მოცილება',
    wrongType: 'ამ ტიპის ფაილი არ მიიღება',
    acceptImage: 'მხოლოდ სურათი (JPG, PNG, WebP…)',
    acceptMedia: 'MP4 ვიდეო ან აუდიო (MP3, WAV, OGG…)',
    units: ['ბაიტი', 'კბ', 'მბ', 'გბ'] as const,
  },
  link: {
    newWindow: '(იხსნება ახალ ფანჯარაში)',
  },
  spinner: {
    label: 'იტვირთება...',
  },
  progressBar: {
    /** The value read aloud and shown: "45%". */
    value: (percent: number) => `${percent}%`,
  },
} as const;
