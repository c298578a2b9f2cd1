declare module 'virtual:loci-messages/*' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}
