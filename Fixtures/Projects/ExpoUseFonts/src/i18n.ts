export const translations = {
  en: require('./locales/en.json'),
  th: require('./locales/th.json'),
};
