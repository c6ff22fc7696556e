import { Icon } from './Icon';

type Props = { label: string; onClick?: () => void; [attribute: `data-${string}`]: boolean | string | undefined };

/** The round × that closes a dialog, the cart drawer or the image viewer; static pages wire it through a data- attribute. */
export function CloseButton({ label, onClick, ...rest }: Props) {
  return (
    <button type="button" className="icon-btn" onClick={onClick} aria-label={label} {...rest}>
      <Icon name="close" />
    </button>
  );
}
