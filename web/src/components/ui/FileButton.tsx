import { type ButtonHTMLAttributes, type InputHTMLAttributes, useRef } from 'react';

export interface FileButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** The file input's own attributes: what it accepts, several files or one, the camera, its name. */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'accept' | 'multiple' | 'capture' | 'aria-labelledby'>;
  /** The files chosen (none when the picker was closed without a choice). */
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the file picker (on a phone, the camera when the input asks for it) and
 * hands over the files chosen. The input itself stays hidden and out of the tab order: the
 * button is what people reach. It is cleared after each choice, so the same file can be chosen
 * again.
 */
export function FileButton({ input, onFiles, children, ...button }: FileButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        {...input}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
      <button type="button" onClick={() => picker.current?.click()} {...button}>
        {children}
      </button>
    </>
  );
}
