/** The shell's words: the language switch, the app bar, the menu, sign-in, the dashboard and the access screens. */
export default {
  language: {
    label: 'Language',
    switchTo: 'Switch the back office to %{language}',
    saveFailed: 'Could not save your language; it applies on this device until you sign in again.',
  },
};
