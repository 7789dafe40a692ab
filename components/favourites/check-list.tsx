'use client';

import styles from './favourites.module.css';

/** A wizard step's choices as checkboxes; nothing ticked means all. */
export function CheckList({
  legend,
  items,
  value,
  onChange,
}: {
  legend: string;
  items: { id: number; name: string }[];
  value: number[];
  onChange: (value: number[]) => void;
}) {
  return (
    <fieldset className={styles.checkList}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item.id}>
          <input
            type="checkbox"
            checked={value.includes(item.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, item.id] : value.filter((id) => id !== item.id))}
          />
          {item.name}
        </label>
      ))}
    </fieldset>
  );
}
