#!/usr/bin/env python3
"""Dump every table found in a PDF to CSV files, one file per table.

Usage:
    python extract_tables.py input.pdf --out tables/ [--pages 1-3,7] [--text-strategy]
"""
import argparse
import csv
import os
import sys

try:
    import pdfplumber
except ImportError:  # pragma: no cover - depends on the environment
    sys.exit("pdfplumber is not installed: pip install pdfplumber")


def parse_pages(spec, count):
    """Turn '1-3,7' into zero-based page indexes, clamped to the document."""
    if not spec:
        return list(range(count))
    pages = []
    for part in spec.split(","):
        part = part.strip()
        if "-" in part:
            start, end = (int(x) for x in part.split("-", 1))
        else:
            start = end = int(part)
        pages.extend(i - 1 for i in range(start, end + 1) if 1 <= i <= count)
    return sorted(set(pages))


def clean(cell):
    return "" if cell is None else " ".join(str(cell).split())


def main():
    parser = argparse.ArgumentParser(description="Extract PDF tables to CSV.")
    parser.add_argument("pdf", help="path to the PDF file")
    parser.add_argument("--out", default="tables", help="output folder (default: tables)")
    parser.add_argument("--pages", help="pages to read, 1-based, e.g. 1-3,7")
    parser.add_argument("--text-strategy", action="store_true",
                        help="detect tables from text alignment instead of ruling lines")
    args = parser.parse_args()

    settings = {}
    if args.text_strategy:
        settings = {"vertical_strategy": "text", "horizontal_strategy": "text"}

    os.makedirs(args.out, exist_ok=True)
    written = 0
    with pdfplumber.open(args.pdf) as pdf:
        for index in parse_pages(args.pages, len(pdf.pages)):
            page = pdf.pages[index]
            for n, table in enumerate(page.extract_tables(settings), start=1):
                rows = [[clean(c) for c in row] for row in table if any(row)]
                if not rows:
                    continue
                path = os.path.join(args.out, f"page{index + 1:03d}_table{n}.csv")
                with open(path, "w", newline="", encoding="utf-8") as fh:
                    csv.writer(fh).writerows(rows)
                written += 1
                print(f"{path}: {len(rows)} rows")
            page.flush_cache()

    if written == 0:
        print("no tables found; try --text-strategy", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
