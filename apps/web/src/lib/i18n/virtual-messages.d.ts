declare module 'virtual:loci-messages/*' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
