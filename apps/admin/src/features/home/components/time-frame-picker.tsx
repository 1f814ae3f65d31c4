import { RadioGroup, RadioGroupItem } from '@console/ui';
import { TIME_FRAMES, type TimeFrameValue } from '../model/time-frame';

export interface TimeFramePickerProps {
  value: TimeFrameValue;
  onValueChange: (value: TimeFrameValue) => void;
}

/** Past 4 Weeks (default), Past 6 Months or Past Year (12 Months). */
export function TimeFramePicker({ value, onValueChange }: TimeFramePickerProps) {
  return (
    // Radix radio values cannot be empty strings, so the default option travels as "PAST_FOUR_WEEKS".
    <RadioGroup
      label="Time frame"
      orientation="horizontal"
      value={value || 'PAST_FOUR_WEEKS'}
      onValueChange={(next) => onValueChange((next === 'PAST_FOUR_WEEKS' ? '' : next) as TimeFrameValue)}
    >
      {TIME_FRAMES.map((option) => (
        <RadioGroupItem key={option.label} value={option.value || 'PAST_FOUR_WEEKS'} label={option.label} />
      ))}
    </RadioGroup>
  );
}
