import { useState } from 'react';
import { copy } from '#shared/copy.js';
import { readTextSize, saveTextSize, type TextSize } from '#web/lib/text-size';
import './text-size-setting.css';

const options: ReadonlyArray<{ size: TextSize; label: string }> = [
  { size: 'standard', label: copy.mypage.textSizes.standard },
  { size: 'large', label: copy.mypage.textSizes.large },
  { size: 'extra-large', label: copy.mypage.textSizes.extraLarge },
];

/** 文字の大きさ: applied to the whole app at once and remembered in this browser. */
export function TextSizeSetting() {
  const [current, setCurrent] = useState<TextSize>(readTextSize);

  const choose = (size: TextSize) => {
    saveTextSize(size);
    setCurrent(size);
  };

  return (
    <fieldset className="text-size">
      <legend className="text-size__legend">{copy.mypage.textSizeLabel}</legend>
      <div className="text-size__options">
        {options.map(({ size, label }) => (
          <label key={size} className={`pill text-size__option text-size__option--${size}`}>
            <input
              type="radio"
              name="text-size"
              value={size}
              checked={current === size}
              onChange={() => choose(size)}
              className="text-size__input"
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
