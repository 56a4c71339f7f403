import { useId, useState } from 'react';

/**
 * A password input's wiring: its id, its type (text while shown, to check a long password before
 * sending it), no autocorrection, and the props of the button that shows or hides it.
 */
export function usePasswordToggle(id: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return {
    visible,
    inputProps: {
      id: inputId,
      type: visible ? 'text' : 'password',
      autoCapitalize: 'none',
      autoCorrect: 'off',
      spellCheck: false,
    },
    toggleProps: {
      type: 'button',
      'aria-controls': inputId,
      onClick: () => setVisible((shown) => !shown),
    },
  } as const;
}
