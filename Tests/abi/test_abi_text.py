"""The schema's texts land in JS strings and comments, Swift comments and Markdown tables
(scripts/abi.py): whatever a doc or a label holds, each comes out as the same text and breaks
nothing around it. Run by `make test-abi`; Python's standard library only."""
import ast
import re
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import abi  # noqa: E402

AWKWARD = "a 'quote', a \"double\", a back\\slash, \\| an escaped pipe | a pipe, */ and\na second line \u2028"
CODE = "`a | b \\ c` and `(0|1)/2`"


class TextTests(unittest.TestCase):
    def test_a_js_string_holds_the_text_as_it_is(self):
        literal = abi.js_string(AWKWARD + "\x00")
        self.assertNotIn("\n", literal)
        # Python reads \\, \' and \uXXXX in a single-quoted literal as JavaScript does.
        self.assertEqual(ast.literal_eval(literal), AWKWARD + "\x00")

    def test_a_jsdoc_comment_is_not_ended_by_its_text(self):
        body = abi.js_doc(AWKWARD)
        self.assertNotIn("*/", body)
        self.assertNotIn("\n", body)

    def test_every_line_of_a_swift_doc_is_a_comment(self):
        lines = abi.swift_doc(AWKWARD, "  ")
        self.assertEqual(len(lines), 2)
        self.assertTrue(all(line.startswith("  /// ") for line in lines))

    def test_a_markdown_cell_is_one_cell_and_reads_as_the_text(self):
        cell = abi.markdown(AWKWARD + " " + CODE)
        self.assertNotIn("\n", cell)
        # A table row splits at a pipe not escaped by a backslash (a backslash escapes any character).
        self.assertEqual(re.fullmatch(r"(?:\\.|[^\\|])*", cell).group(), cell)
        outside, inside = re.split(r"(`[^`]*`)", cell)[0], re.findall(r"`[^`]*`", cell)
        self.assertEqual(re.sub(r"\\(.)", r"\1", outside), AWKWARD.replace("\n", " ") + " ")
        self.assertEqual(inside, ["`a \\| b \\ c`", "`(0\\|1)/2`"])  # a table turns \| back into |

    def test_a_name_that_is_no_identifier_is_refused(self):
        schema = abi.load()
        schema["status"][0]["name"] = "it's"
        with self.assertRaises(SystemExit):
            abi.check_names(schema)


if __name__ == "__main__":
    unittest.main()
