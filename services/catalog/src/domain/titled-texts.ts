/** A category's or a product's English title and description, and their optional Arabic twins (decision 025). */
export interface TitledTexts {
  title: string;
  description: string;
  titleAr?: string;
  descriptionAr?: string;
}

/** The texts of a body or a stored document, without the Arabic twins it does not have. */
export function titledTexts(source: TitledTexts): TitledTexts {
  return {
    title: source.title,
    description: source.description,
    ...(source.titleAr !== undefined ? { titleAr: source.titleAr } : {}),
    ...(source.descriptionAr !== undefined ? { descriptionAr: source.descriptionAr } : {}),
  };
}
