/**
 * The one image field of the product (spec 002 section 2: the media bank's small "Image / Select
 * File" variant with a clear option). The media feature implements it; the app hands it down
 * here, so every feature's image field uses it without importing that feature.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type ImagePickerProps = {
  /**
   * The library the image comes from: the event, the organisation, or (with `personal`) the
   * user's own, whose id is their uid (the avatar: it is no event's content).
   */
  resourceId: string;
  personal?: boolean;
  value: string | null;
  onChange(url: string | null): void;
  /** Names the field for assistive technology ("Presenter image", "Avatar"...). */
  label: string;
  disabled?: boolean;
};

/** Draws the field; a function rather than a component type, so rendering it creates nothing. */
export type RenderImagePicker = (props: ImagePickerProps) => ReactNode;

const ImagePickerContext = createContext<RenderImagePicker | null>(null);

export const ImagePickerProvider = ImagePickerContext.Provider;

export function ImagePicker(props: ImagePickerProps) {
  const render = useContext(ImagePickerContext);
  if (!render) throw new Error('ImagePicker needs an ImagePickerProvider above it (src/app/App.tsx).');
  return render(props);
}
