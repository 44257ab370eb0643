import { type FormEvent, useCallback, useRef, useState } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Every field's value under `element`, as one string to compare (a chosen file by name and size). */
function fieldValues(element: HTMLElement): string {
  const controls = [...element.querySelectorAll<Control>('input, textarea, select')];
  return JSON.stringify(
    controls.map((control) => {
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
        return control.checked;
      if (control instanceof HTMLInputElement && control.type === 'file')
        return [...(control.files ?? [])].map((file) => `${file.name}:${file.size}`);
      // Spaces alone are not something typed worth keeping (a blank title creates nothing either).
      return control.value.trim();
    }),
  );
}

/**
 * Whether the fields under an element differ from what they held when it appeared: spread `watch`
 * on a form (or a wrapper; change events bubble). Works with uncontrolled fields (defaultValue) and
 * controlled ones alike; typing a change and taking it back is not a change.
 */
export function useFormChanges() {
  const initial = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => {
    initial.current = element ? fieldValues(element) : null;
    setDirty(false);
  }, []);
  const onChange = useCallback((event: FormEvent<HTMLElement>) => {
    setDirty(initial.current !== null && fieldValues(event.currentTarget) !== initial.current);
  }, []);
  return { dirty, watch: { ref, onChange } };
}
