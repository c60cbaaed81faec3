import { arabicFieldName, languageOrDefault, localizedText } from './localized';

const serum = {
  title: 'Vitamin C Serum',
  titleAr: 'سيروم فيتامين سي',
  description: 'Brightens.',
  descriptionAr: '',
};

describe('localizedText', () => {
  it('when the language is Arabic and the twin is filled, then the Arabic text is read', () => {
    expect(localizedText(serum, 'title', 'ar')).toBe('سيروم فيتامين سي');
  });

  it('when the Arabic twin is blank or missing, then the English text stands in', () => {
    expect(localizedText(serum, 'description', 'ar')).toBe('Brightens.');
    expect(localizedText({ question: 'Do you ship?' }, 'question', 'ar')).toBe('Do you ship?');
    expect(localizedText({ title: 'Serum', titleAr: '   ' }, 'title', 'ar')).toBe('Serum');
  });

  it('when the language is English, then the English text is read even if an Arabic one exists', () => {
    expect(localizedText(serum, 'title', 'en')).toBe('Vitamin C Serum');
  });
});

describe('languageOrDefault and arabicFieldName', () => {
  it('when the value is a known language, then it is kept; anything else is English', () => {
    expect(languageOrDefault('ar')).toBe('ar');
    expect(languageOrDefault('en')).toBe('en');
    expect(languageOrDefault('fr')).toBe('en');
    expect(languageOrDefault(undefined)).toBe('en');
  });

  it('when a field is named, then its twin ends in Ar', () => {
    expect(arabicFieldName('aboutUs1')).toBe('aboutUs1Ar');
  });
});
