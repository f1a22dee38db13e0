import { useId } from 'react';
import type { ReactNode } from 'react';
import { FieldBox, Hint, Label, Optional } from './fields.styles';

/** What a Field hands its control: the id its label points at, and the hint that describes it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** Marks the field '(optional)'; required fields carry the native `required` on their control. */
  optional?: boolean;
  hint?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field (ids are unique, so the page form and the modal form can share a page). */
export function Field({ label, optional = false, hint, wide = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <FieldBox data-span={wide ? 'full' : undefined}>
      <Label htmlFor={id}>
        {label}
        {optional && (
          <>
            {' '}
            <Optional>(optional)</Optional>
          </>
        )}
      </Label>
      {children(hint ? { id, 'aria-describedby': hintId } : { id })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </FieldBox>
  );
}
