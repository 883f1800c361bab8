import { ALT_MAX_LENGTH, IMAGE_FORMAT_NAMES, IMAGE_MAX_BYTES } from '@contract/images';

const MB = 1024 * 1024;

/** The words of the Images page. */
export const imagesText = {
  heading: 'Images',
  intro:
    'Pictures for your posts, newsletters and pages. Each is kept at a few sizes for fast pages, without its camera details or the place it was taken; copy its Markdown into a post or a newsletter.',
  loading: 'Loading your pictures…',
  loadFailed: 'Your pictures could not be loaded',
  empty: 'No pictures yet. Upload your first one below.',
  stored: (used: string, maxBytes: number) =>
    `Your pictures take ${used} of the ${Math.round(maxBytes / 1024 / MB)} GB the site keeps for them.`,
  listLabel: 'Your pictures',
  size: (width: number, height: number) => `${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels`,
  copyMarkdown: 'Copy Markdown',
  copied: 'Copied',
  copyLabel: (alt: string) => `Copy the Markdown of “${alt}”`,
  copiedToast: { title: 'Markdown copied', description: 'Paste it into a post or a newsletter.' },
  copyFailedToast: {
    title: 'The Markdown could not be copied',
    description: 'Your browser did not allow it. Select the text below the picture and copy it yourself.',
  },
  upload: 'Upload a picture',
  file: 'Picture',
  fileHint: `A ${IMAGE_FORMAT_NAMES} file of at most ${IMAGE_MAX_BYTES / MB} MB: a phone photo at full size is fine.`,
  alt: 'Describe the picture (alt text)',
  altHint: `What a reader who cannot see it hears instead, in a sentence: “The author signing books at the Welland library”. At most ${ALT_MAX_LENGTH} characters.`,
  chooseFile: 'Choose a picture first.',
  submit: 'Upload picture',
  uploading: 'Uploading…',
  sending: (percent: number) => `Sending the picture… ${percent}%`,
  preparing: 'Preparing its sizes…',
  kept: (alt: string) => `“${alt}” is kept. Copy its Markdown from the list.`,
  uploadUnreachable: 'The picture could not be sent: check your connection and try again.',
  uploadRefused: (status: number) =>
    `The storage refused the picture (status ${status}): it may be too large. Try a smaller one, or try again.`,
  tooLarge: (maxBytes: number) => `The picture is too large: at most ${maxBytes / MB} MB.`,
};
