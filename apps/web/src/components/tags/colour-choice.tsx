import { TAG_COLOURS } from '@transcribe/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { colourName, textOn } from './tag-colour';

interface Props {
  value: string;
  onChange: (colour: string) => void;
  /** The group's name ("Colour", "Colour of Clients"). */
  legend: string;
  legendHidden?: boolean;
  disabled?: boolean;
}

/** The offered tag colours as a group of radio buttons (arrow keys move, each named by its colour). */
export function ColourChoice({ value, onChange, legend, legendHidden = false, disabled = false }: Props) {
  const { t } = useTranslation();
  const group = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className={legendHidden ? 'sr-only' : 'mb-1.5 text-sm font-medium text-fg'}>{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {TAG_COLOURS.map((colour) => {
          const checked = colour === value.toLowerCase();
          return (
            <label key={colour} className="relative flex cursor-pointer">
              <input
                type="radio"
                name={group}
                value={colour}
                checked={checked}
                onChange={() => onChange(colour)}
                aria-label={t(`tags.colours.${colourName(colour)}`)}
                className="peer absolute inset-0 cursor-pointer opacity-0"
              />
              <span
                aria-hidden
                style={{ backgroundColor: colour, color: textOn(colour) }}
                className="flex h-7 w-7 items-center justify-center rounded-full ring-offset-2 ring-offset-elevated peer-checked:ring-2 peer-checked:ring-fg peer-focus-visible:ring-2 peer-focus-visible:ring-accent"
              >
                {checked ? <Check size={14} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
