import * as React from "react";

/**
 * A value a component keeps itself unless its caller controls it (the `open` /
 * `defaultOpen` / `onOpenChange` convention): the setter updates the kept value
 * only when uncontrolled, and always tells `onChange`.
 */
export function useControllableState<T>(controlled: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const setValue = React.useCallback(
    (next: T) => {
      if (controlled === undefined) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [value, setValue];
}
