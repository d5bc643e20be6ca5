// happy-dom rejects Fluent's cancelled Web Animations as unhandled AbortErrors; without
// `Element.prototype.animate` Fluent's motion finishes at once. Import first in component tests.
delete (Element.prototype as { animate?: unknown }).animate;
