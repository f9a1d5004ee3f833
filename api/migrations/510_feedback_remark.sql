-- product-rules 5: feedback carries a remark/comment of at most 140 characters beside its content.
ALTER TABLE feedback ADD COLUMN remark text NOT NULL DEFAULT '';
