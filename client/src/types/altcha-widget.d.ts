import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type AltchaWidgetProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  challenge?: string;
  language?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  type?: 'native' | 'checkbox' | 'switch';
  configuration?: string;
  name?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetProps;
    }
  }
}
