import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { type MouseEvent, useId } from 'react';

export type ExplainedButtonProps = ButtonProps & {
  /**
   * Why the action cannot run now (a sentence): the button looks and acts disabled, yet stays in the
   * Tab order with the reason as its tooltip and its accessible description, so a keyboard or screen
   * reader user learns it as a mouse user does. Undefined when the action can run.
   */
  disabledReason?: string | undefined;
};

/**
 * A button whose disabled state says why. A `disabled` button takes no focus and fires no events, so
 * a tooltip on it never shows from the keyboard (and needs a wrapper for the mouse): with a reason,
 * this one is `aria-disabled` instead, and swallows its clicks.
 */
export function ExplainedButton({ disabledReason, onClick, sx, ...props }: ExplainedButtonProps) {
  const reasonId = useId();
  if (!disabledReason) return <Button {...props} sx={sx} onClick={onClick} />;
  return (
    <>
      <Tooltip title={disabledReason} describeChild>
        <Button
          {...props}
          aria-disabled
          aria-describedby={reasonId}
          className={['Mui-disabled', props.className].filter(Boolean).join(' ')}
          onClick={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
          // Mui-disabled gives the disabled look; the pointer still reaches it, for the tooltip.
          sx={[{ pointerEvents: 'auto', cursor: 'not-allowed' }, ...(Array.isArray(sx) ? sx : [sx])]}
        />
      </Tooltip>
      <span id={reasonId} style={visuallyHidden}>
        {disabledReason}
      </span>
    </>
  );
}
