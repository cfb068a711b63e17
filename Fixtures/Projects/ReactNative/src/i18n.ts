// The languages the app ships: Metro bundles only the tables required here (ja.json is not).
export const translations = {
  en: require('./locales/en.json'),
  th: require('./locales/th.json'),
};
