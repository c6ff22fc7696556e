import type { ReactNode } from 'react';
import { CloseButton } from './CloseButton';

interface Props {
  titleId: string;
  title: ReactNode;
  /** The line under the title (what the dialog is about). */
  subtitle: ReactNode;
  closeLabel: string;
  onClose?: () => void;
  /** Static pages close the dialog from a script that finds the button by this attribute. */
  closeAttribute?: `data-${string}`;
}

/** The head of a dialog: its title (the dialog is labelled by `titleId`), a line under it and the close button. */
export function DialogHead({ titleId, title, subtitle, closeLabel, onClose, closeAttribute }: Props) {
  return (
    <div className="dialog-head">
      <div>
        <h2 id={titleId}>{title}</h2>
        {subtitle}
      </div>
      <CloseButton label={closeLabel} onClick={onClose} {...(closeAttribute ? { [closeAttribute]: true } : {})} />
    </div>
  );
}
