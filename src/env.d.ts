/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    lang: import('./shared/i18n').Lang;
    country: import('./shared/countries').CountryCode;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    'client:interaction'?: import('./directives/interaction').InteractionOptions | boolean;
  }
}
