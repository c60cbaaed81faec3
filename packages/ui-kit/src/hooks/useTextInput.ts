import { useState, type ChangeEvent } from 'react';

export interface TextInput {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** The typed text of one field, to spread on it (`<TextField {...email} />`); `.value` is the text. */
export function useTextInput(initial = ''): TextInput {
  const [value, setValue] = useState(initial);
  return { value, onChange: (event) => setValue(event.target.value) };
}
