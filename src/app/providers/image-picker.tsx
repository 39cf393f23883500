import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { ImagePickerProps, RenderImagePicker } from '@/lib/image-picker';

// The media bank loads with the first image field shown, not with the sign-in route.
const ImageField = lazy(() => import('@/features/media/components/ImageField').then((m) => ({ default: m.ImageField })));

export function AppImagePicker(props: ImagePickerProps) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <ImageField {...props} />
    </Suspense>
  );
}

export const renderAppImagePicker: RenderImagePicker = (props) => <AppImagePicker {...props} />;
