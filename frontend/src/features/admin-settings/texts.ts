/** The admin settings' texts (admin only, so kept with the feature). */
export const adminSettingsText = {
  heading: 'Time zone',
  explain:
    'The days the admin counts are days here: the sales desk’s days, the analytics’ days, the sending reputation’s days and the time you schedule a newsletter for. Days already counted keep theirs.',
  label: 'Your time zone',
  save: 'Save the time zone',
  saving: 'Saving…',
  saved: (zone: string) => ({ title: 'Time zone saved', description: `Days are now counted in ${zone}.` }),
  failed: 'The time zone could not be saved.',
  loading: 'Loading your settings…',
};
