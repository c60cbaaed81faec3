import { trimTexts, twinBinder } from './TwinFields';

describe('twinBinder', () => {
  it('when a twin is bound, then it shows the English and Arabic texts and each change patches its own key', () => {
    const patches: unknown[] = [];
    const twin = twinBinder({ title: 'Lips', titleAr: 'شفاه', price: '5' }, (patch) => patches.push(patch));
    const title = twin('title');
    title.onChange('Lipsticks');
    title.onChangeAr('أحمر شفاه');
    expect([title.value, title.valueAr]).toEqual(['Lips', 'شفاه']);
    expect(patches).toEqual([{ title: 'Lipsticks' }, { titleAr: 'أحمر شفاه' }]);
  });
});

describe('trimTexts', () => {
  it('when texts are trimmed, then every one is, an emptied Arabic one staying as an empty text', () => {
    expect(trimTexts({ question: ' Ship? ', questionAr: '  ' })).toEqual({
      question: 'Ship?',
      questionAr: '',
    });
  });
});
