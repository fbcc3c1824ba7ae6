/** Georgian defaults for the overlays components; keyed by component. */
export const overlayMessages = {
  modal: {
    close: 'დახურვა',
  },
  statusModal: {
    success: 'წარმატება',
    failure: 'წარუმატებელი',
    confirm: 'დადასტურება',
    ok: 'კარგი',
    cancel: 'გაუქმება',
  },
  toast: {
    region: 'შეტყობინებები ({hotkey})',
    close: 'შეტყობინების დახურვა',
  },
  dropdownMenu: {
    trigger: 'მეტი მოქმედება',
  },
  shareDialog: {
    title: 'გაზიარება',
    description: 'დააკოპირე ბმული ან გააზიარე სოციალურ ქსელში',
    /** The spec (§4) fixes the shared text in English. */
    shareText: 'Check this out!',
    link: 'ბმული',
    copy: 'კოპირება',
    copied: 'ბმული დაკოპირდა',
    copyFailed: 'ბმულის კოპირება ვერ მოხერხდა',
    native: 'სხვა აპლიკაციით გაზიარება',
    shareOn: 'გაზიარება: {network}',
  },
} as const;
