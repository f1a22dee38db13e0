import type { ComponentProps } from 'react';
import { useDispatch } from 'react-redux';
import { enquiryModalOpened } from '@lux/store';
import type { EnquiryDestination } from '@lux/store';
import { Button } from './buttons';

type EnquiryModalButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'onClick'> & {
  /** The page's destination, for the modal to preselect (a country's name; a package's, then its country's). */
  destination?: EnquiryDestination;
};

/**
 * A Start Planning button for any page of any remote: it asks the shell to open the 'Plan Your Trip'
 * modal. Styled and labelled like Button (`data-variant`, children).
 */
export function EnquiryModalButton({ destination, ...button }: EnquiryModalButtonProps) {
  const dispatch = useDispatch();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      {...button}
      onClick={() => dispatch(enquiryModalOpened(destination))}
    />
  );
}
