/**
 * The mark of a page whose text Loci's offline writer wrote (issue #44), shown where its images'
 * offline notice is: beside the text in the app, Present and review, and in the exports' credits.
 */
export const OFFLINE_TEXT_MARK = 'Text written offline by Loci, not by a language model';

/** The credits' line about such pages (Present's credits slide, the PDF's and PPTX's credits). */
export const OFFLINE_TEXT_CREDIT =
  "Offline text: these pages' texts were written by Loci's built-in writer from the place's facts and the brand's keywords, not by a language model.";
