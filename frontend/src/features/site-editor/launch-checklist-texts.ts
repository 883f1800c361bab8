/** "1 thing", "25 things". */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** The words of the dashboard's launch checklist: apart from the Site section's, which the dashboard does not load. */
export const launchChecklistText = {
  heading: 'Before launch',
  loading: 'Checking what is left to fill in…',
  loadFailed: 'The launch checklist could not be loaded',
  count: (count: number) => `${plural(count, 'thing', 'things')} still to fill in before launch`,
  explain: 'These still hold a stand-in from when the site was set up. Each link opens the page to fill it in.',
  done: 'Everything is filled in: no stand-in is left on your site.',
};
