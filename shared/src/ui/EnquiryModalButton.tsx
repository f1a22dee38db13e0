import type { ComponentProps } from 'react';
import { useDispatch } from 'react-redux';
import { enquiryModalOpened } from '../intents';
import { Button } from './buttons';

type EnquiryModalButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'onClick'>;

/**
 * A Start Planning button for any page of any remote: it asks the shell to open the 'Plan Your Trip'
 * modal. Styled and labelled like Button (`data-variant`, children).
 */
export function EnquiryModalButton(props: EnquiryModalButtonProps) {
  const dispatch = useDispatch();
  return (
    <Button type="button" aria-haspopup="dialog" {...props} onClick={() => dispatch(enquiryModalOpened())} />
  );
}
